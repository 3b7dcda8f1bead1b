"""The Nanyou batting contest (打擊競賽) as the command line and the app use it: its commands
(`commands`), the script typed at the table (`script`), storing and listing (`store`) and the
contest told in words (`text`). The rules are engine/systems/nanyou/contest.py's."""
