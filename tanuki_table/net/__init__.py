"""Two players, two screens: a table one process hosts, and the seats that join it.

- `protocol`: the messages (pydantic models), one JSON object per line over asyncio streams, each
  line size-capped and each connection rate-limited;
- `invite`: invitations `tt://HOST:PORT/TOKEN` (one random token per seat and per spectator);
- `tables`: the tokens of a running table, kept beside its save so a restarted host resumes it;
- `views`: what the table sends one seat (its observation, its legal actions, its events as it
  may read them) and nothing else, and how a client rebuilds them with the game's own models;
- `table` (connections), `peer` (one connection's outgoing queue) and `play` (moves, saving,
  the history, bots): the table server, which owns the `Session`;
- `link`: one seat's connection, in a thread of its own, reconnecting by itself;
- `client`: the stand-in for `Session` that the game screen and plain mode play on;
- `plain`: `join --plain`, the game line by line over the link;
- `screen`: the game screen's networked subclass; `watch`: the spectator's screen and "Join a
  table"; `replies`: the finished game's replay, checked and written;
- `hosting` and `commands`: `tanuki-table host` and `tanuki-table join`.

No engine imports anything here; only `screen` and `watch` import Textual.
"""
