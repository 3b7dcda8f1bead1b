"""`python -m scorebook` runs the command line."""

from scorebook.cli import main

main()
