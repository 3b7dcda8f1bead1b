"""Scorecards: a played game's card as a scorer pencils it (`game_pdf`, from `cells`, `outs`,
`names`) and the blank cards to take to the table (`blank_pdf`, with the Pizza Box Baseball and
Unlimited Nine variants)."""
