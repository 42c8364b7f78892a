"""Two players, two screens: a table one process hosts, and the seats that join it.

- `protocol` and `messages`: the messages (pydantic models), one JSON object per line over asyncio
  streams, each line size-capped and each connection rate-limited;
- `invite`: invitations `tt://HOST:PORT/TOKEN` (one random token per seat and per spectator);
- `tables`: the tokens of a running table, kept beside its save so a restarted host resumes it;
- `views`: what the table sends one seat (its observation, its legal actions, its events as it
  may read them) and nothing else, and how a client rebuilds them with the game's own models;
- `table` (connections), `door` (the connections that have not said hello: few, and short-lived),
  `peer` (one connection's outgoing queue), `play` (moves, saving, bots) and `choosing` (the decks
  before a game, the rematch after it): the table server, which owns the `Session`;
- `link`: one seat's connection, in a thread of its own, reconnecting by itself;
- `client`: the stand-in for `Session` that the game screen and plain mode play on;
- `plain`: `join --plain`, the game line by line over the link;
- `plain_choices`: plain mode's deck choice, kept game and rematch;
- `screen`: the game screen's networked subclass; `lobby`: the deck screen before a game with
  decks; `watch`: the spectator's screen and "Join a table"; `decks`: the decks a seat may bring;
  `replies`: the finished game's replay, checked, written and kept in this machine's history;
- `hosting` and `commands`: `tanuki-table host` and `tanuki-table join`; `web_seat`: a seat in a
  browser (`host --web`).

No engine imports anything here; only `screen`, `lobby`, `watch`, `listen` and `table_exits`
import Textual.
"""
