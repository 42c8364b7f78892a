"""The one game screen every game shares, and its parts: the loop, the views, the exits, the guide,
the inspector, the command palette, undo, and the text the table shows."""
