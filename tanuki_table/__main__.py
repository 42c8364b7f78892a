"""`python -m tanuki_table` runs the same command line as `tanuki-table`."""

from __future__ import annotations

from tanuki_table.cli import main

raise SystemExit(main())
