"""Markdown as plain sentences, for plain mode's `?` (a screen reader reads no `#`, `**` or `|`):
list items start with "•", a table row is one line ("deck size: 5–19 cards; starting Energy: 3000.")."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # markdown-it loads only when plain mode's `?` needs it
    from markdown_it.token import Token

__all__ = ["markdown_to_text"]


def _inline(token: Token) -> str:
    """The text of an inline token, marks dropped (soft line breaks become spaces)."""
    parts = []
    for child in token.children or ():
        if child.type in ("text", "code_inline", "html_inline"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append(" ")
    return "".join(parts).strip()


def markdown_to_text(markdown: str) -> str:
    """`markdown` as plain text: one paragraph, heading, list item or table row per line."""
    from markdown_it import MarkdownIt

    tokens = MarkdownIt("commonmark").enable("table").parse(markdown)
    lines: list[str] = []
    lists: list[list[int]] = []  # per open list: [next number] for ordered, [] for bullets
    row: list[str] = []
    header: list[str] = []
    in_head = False
    prefix = ""
    for index, token in enumerate(tokens):
        kind = token.type
        if kind == "heading_open":
            if lines and lines[-1]:
                lines.append("")
        elif kind == "heading_close":
            lines.append("")
        elif kind == "bullet_list_open":
            lists.append([])
        elif kind == "ordered_list_open":
            lists.append([int(token.attrGet("start") or 1)])
        elif kind in ("bullet_list_close", "ordered_list_close"):
            lists.pop()
            if not lists:
                lines.append("")
        elif kind == "list_item_open":
            indent = "  " * (len(lists) - 1)
            if lists and lists[-1]:
                prefix = f"{indent}{lists[-1][0]}. "
                lists[-1][0] += 1
            else:
                prefix = f"{indent}• "
        elif kind == "thead_open":
            in_head = True
        elif kind == "thead_close":
            in_head = False
        elif kind == "tr_open":
            row = []
        elif kind == "tr_close":
            if in_head:
                header = row
            else:
                cells = [f"{h}: {c}" if h else c for h, c in zip(header + [""] * len(row), row)]
                lines.append("; ".join(cells) + ".")
        elif kind == "table_close":
            lines.append("")
        elif kind in ("code_block", "fence"):
            lines.extend(token.content.rstrip("\n").splitlines())
            lines.append("")
        elif kind == "inline":
            text = _inline(token)
            if index > 0 and tokens[index - 1].type in ("th_open", "td_open"):  # a table cell
                row.append(text)
            else:
                lines.append(prefix + text if prefix else text)
                prefix = ""
        elif kind == "paragraph_close" and not lists:
            lines.append("")
    out: list[str] = []
    for line in lines:  # no runs of blank lines
        if line or (out and out[-1]):
            out.append(line)
    return "\n".join(out).strip() + "\n"
