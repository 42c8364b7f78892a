"""JSON as the type checker sees it."""

from __future__ import annotations

__all__ = ["JSONObject"]

JSONObject = dict[str, object]
"""What `json.dumps` is given: string keys, JSON values (read ones are narrowed first)."""
