"""Tests of the card browser, the query language, deck files, the deck builder and boosters (issue 7)."""
