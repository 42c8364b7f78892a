"""Two players, two screens: a table one process hosts, and the seats that join it.

- `protocol`: the messages (pydantic models), one JSON object per line over asyncio streams, each
  line size-capped and each connection rate-limited;
- `invite`: invitations `tt://HOST:PORT/TOKEN` (one random token per seat and per spectator);
- `tables`: the tokens of a running table, kept beside its save so a restarted host resumes it;
- `views`: what the table sends one seat (its observation, its legal actions, its events as it
  may read them) and nothing else;
- `table`: the table server (owns the `Session`, autosaves after every move, drives bot seats);
- `client`: one seat's link to a table and the stand-in for `Session` the game screen plays on;
- `plain`: `join --plain`, the game line by line over the link;
- `screen`: the game screen's networked subclass, the spectator's screen, "Join a table";
- `commands`: `tanuki-table host` and `tanuki-table join`.

No engine imports anything here; only `screen` imports Textual.
"""
