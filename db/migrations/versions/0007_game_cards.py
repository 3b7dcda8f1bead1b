"""The cards games are played with, stored once each (`game_cards`) and named by digest in each
game's `cards` option: a simulated Nanyou or Bottom of the 9th game carried every card of its
two teams (~20 KB) in its options, 2,000 games 446 MB. The games already stored are moved over.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-02
"""
import hashlib
import json
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
import sqlmodel

# revision identifiers, used by Alembic.
revision: str = '0007'
down_revision: Union[str, Sequence[str], None] = '0006'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

TEXT = sqlmodel.sql.sqltypes.AutoString
# As db/game_options.py writes them (a migration keeps its own copy: the code may move on).
REFERENCE = "stored:"
BATCH = 500
GAMES = sa.table('games', sa.column('id'), sa.column('options'))
GAME_CARDS = sa.table('game_cards', sa.column('digest'), sa.column('data'))


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def upgrade() -> None:
    op.create_table(
        'game_cards',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('digest', TEXT(), nullable=False),
        sa.Column('data', TEXT(), nullable=False),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_game_cards')),
        sa.UniqueConstraint('digest', name=op.f('uq_game_cards_digest')),
    )
    db = op.get_bind()
    known: set[str] = set()

    def keep(digest: str, text: str) -> str:
        if digest not in known:
            db.execute(sa.insert(GAME_CARDS).values(digest=digest, data=text))
            known.add(digest)
        return digest

    last = 0
    while True:  # in batches of games, not the whole table in memory
        rows = db.execute(sa.select(GAMES.c.id, GAMES.c.options).where(GAMES.c.id > last)
                          .order_by(GAMES.c.id).limit(BATCH)).all()
        if not rows:
            break
        last = rows[-1].id
        for game_id, text in rows:
            options = json.loads(text or "{}")
            cards = options.get("cards")
            if not isinstance(cards, str) or not cards or cards.startswith(REFERENCE):
                continue
            try:
                parsed = json.loads(cards)
            except ValueError:
                parsed = None
            if (isinstance(parsed, dict) and parsed
                    and all(isinstance(card, dict) for card in parsed.values())):
                texts = {p: json.dumps(c, ensure_ascii=False, sort_keys=True)
                         for p, c in parsed.items()}
                named = {p: keep(_digest(t), t) for p, t in texts.items()}
            else:
                named = keep(_digest(cards), cards)
            options["cards"] = REFERENCE + json.dumps(named)
            db.execute(sa.update(GAMES).where(GAMES.c.id == game_id)
                       .values(options=json.dumps(options)))


def downgrade() -> None:
    db = op.get_bind()
    texts = dict(db.execute(sa.select(GAME_CARDS.c.digest, GAME_CARDS.c.data)).all())
    for game_id, text in db.execute(sa.select(GAMES.c.id, GAMES.c.options)).all():
        options = json.loads(text or "{}")
        cards = options.get("cards")
        if isinstance(cards, str) and cards.startswith(REFERENCE):
            named = json.loads(cards.removeprefix(REFERENCE))
            options["cards"] = (texts[named] if isinstance(named, str) else json.dumps(
                {p: json.loads(texts[d]) for p, d in named.items()}, ensure_ascii=False))
            db.execute(sa.update(GAMES).where(GAMES.c.id == game_id)
                       .values(options=json.dumps(options)))
    op.drop_table('game_cards')
