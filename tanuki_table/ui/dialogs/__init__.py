"""Modal questions and result boxes: confirm, handover, game over (`boxes`), the setup dialog, the
deck dialogs, resuming, unsaved games, the too-small notice, and their safe base (`modal`).

Nothing is re-exported here: importing one dialog loads no other (the app starts without them)."""
