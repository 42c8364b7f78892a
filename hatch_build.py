"""Hatchling's build hook: the catalogues compiled into the wheel (issue 51).

Every `tanuki_table/locale/<lang>/LC_MESSAGES/tanuki_table.po` is compiled with Babel (a build
requirement in pyproject.toml) into a `.mo` beside where it sits in the package; the wheel carries
the `.mo` files and not the `.po` sources (`exclude` in pyproject.toml). Editable installs and the
sdist get nothing: a source checkout compiles a chosen language's `.po` into the cache folder on
its first start (tanuki_table/core/catalogues.py). Fuzzy entries are left out, as gettext does.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CataloguesHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable":
            return
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        self._out = Path(tempfile.mkdtemp(prefix="tanuki-mo-"))
        for po in sorted(Path(self.root, "tanuki_table", "locale").glob("*/LC_MESSAGES/*.po")):
            inside = po.relative_to(self.root).with_suffix(".mo")
            mo = self._out / inside
            mo.parent.mkdir(parents=True, exist_ok=True)
            with open(po, "rb") as source:
                catalogue = read_po(source, locale=po.parents[1].name, abort_invalid=True)
            with open(mo, "wb") as target:
                write_mo(target, catalogue, use_fuzzy=False)
            build_data["force_include"][str(mo)] = inside.as_posix()

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        out = getattr(self, "_out", None)
        if out is not None:
            shutil.rmtree(out, ignore_errors=True)
