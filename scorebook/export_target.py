"""Where the app's export screen writes a file: the name it offers for what is chosen
(box-g1.pdf, report-2024.pdf, batting-Demo-bot9-2026.csv …) and the path a typed answer
means — a file name, a folder to put the offered name in, or nothing for the offered name in
the default folder; the kind's extension is added when the typed name lacks it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Job:
    """One file to write: what, for which game, season, dates or teams, and where."""

    kind: str
    path: Path
    game: str = ""
    season: str | None = None
    first: str = ""
    last: str = ""
    away: str = ""
    home: str = ""
    system: str | None = None


def file_name(job: Job) -> str:
    """The file name offered for `job`: box-g1.pdf, report-2024.pdf, batting-2024.csv …"""
    if job.kind in ("box", "scorecard"):
        return f"{job.kind}-{_plain(job.game) or 'game'}.pdf"
    if job.kind == "blank":
        teams = "-at-".join(_plain(t) for t in (job.away, job.home) if t)
        return f"blank-scorecard{'-' + teams if teams else ''}.pdf"
    parts = [job.kind] + ([_plain(job.season)] if job.season else [])
    if job.kind == "report":
        if job.first and job.last:
            parts.append(f"{job.first}-to-{job.last}")
        elif job.first or job.last:
            parts.append(f"from-{job.first}" if job.first else f"to-{job.last}")
        return "-".join(parts) + ".pdf"
    return "-".join(parts) + ".csv"


def export_path(typed: str, offered: str, folder: Path) -> Path:
    """The file `typed` names: relative to `folder`; a folder (an existing one, or a name
    ending in a slash) gets the `offered` name in it; a name without the offered name's
    extension gets it added ("box" is box.pdf; "lines.txt" is lines.txt.csv, as a CSV)."""
    typed = typed.strip()
    if not typed:
        return folder / offered
    path = folder / Path(typed).expanduser()
    if typed.endswith(("/", "\\")) or path.is_dir():
        return path / offered
    suffix = Path(offered).suffix
    if path.suffix.lower() != suffix:
        path = path.with_name(path.name + suffix)
    return path


def _plain(text: str) -> str:
    """`text` fit for a file name: spaces and slashes as dashes."""
    return re.sub(r"[^\w.-]+", "-", text).strip("-")
