"""Retrosheet's files in and out: reading event, TEAM and roster files (`files`, `rosters`) and
importing their games (`importer`); writing games back as event files (`exporter`, from
`write_game`, `write_header`, `write_play`, `write_files`, and `unlimited9` for that game's
cards). The information in Retrosheet's files is copyrighted by Retrosheet (retrosheet.org)."""
