"""The Textual app. Nothing under `tanuki_table/games/*/engine.py` may import from here."""
