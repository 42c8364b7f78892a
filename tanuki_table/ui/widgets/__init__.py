"""Widgets shared by every game screen: the hand, the action list."""
