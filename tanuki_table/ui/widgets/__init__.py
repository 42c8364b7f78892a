"""Widgets the screens share: the hand, the action list, card places on the table, the deck panel."""
