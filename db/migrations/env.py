"""Alembic environment for Scorebook: always online, on the connection `db.migrate` hands in.

There is no alembic.ini: `db.migrate` builds the configuration in code and passes an open
connection in `config.attributes["connection"]`. SQLite runs in batch mode so that later
migrations can alter tables.
"""

from alembic import context

import db.models

config = context.config
connection = config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=db.models.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()
