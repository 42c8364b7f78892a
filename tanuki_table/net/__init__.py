"""Two players, two screens: a table one process hosts (`table`, `play`), the seats
that join it over a `link` (`client`, `screen`, `lobby`, `watch`, `plain_seat`), and hosting
(`hosting`, `host_join`, `web_seat` for a browser guest and its own process). Messages are one
JSON object per line (`protocol`). No engine imports anything here; only the screens import Textual.
"""
