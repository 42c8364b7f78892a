"""Bridge for shared code that still reads `GameInfo.engine` (validate.py's `validate_file`).

Everything else goes through the plug-in (`plugin.AnimaleTattica`); the lead removes this module
with the bridge in gameinfo.py.
"""

from __future__ import annotations

from .cards import validate_file

__all__ = ["validate_file"]
