"""JSON as the type checker sees it: the values the app writes to save files, replays and the wire.

`JSONObject` is what `json.dumps` is given: a dict of strings to values that are JSON (numbers,
strings, booleans, None, lists and dicts of them). The values are typed `object`: whoever writes
one only passes it on to `json.dumps`; whoever reads one narrows it first.
"""

from __future__ import annotations

__all__ = ["JSONObject"]

JSONObject = dict[str, object]
"""A JSON object as written: string keys, JSON values."""
