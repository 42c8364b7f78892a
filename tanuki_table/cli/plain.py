"""`tanuki-table play GAME --plain`: the game line by line, for screen readers and slow links.

Every change is printed as sentences (the game screen's narration), the legal actions as a
numbered list; moves with several cards are typed as words ("exchange 4 6 6"). At the prompt: a
number, `p`, `i N`, `log`, `?`, `q` or `concede`. Hot-seat games pause to pass the keyboard.
"""

from __future__ import annotations

import re
import sys
from typing import TYPE_CHECKING, TextIO

from tanuki_table.core import choices, grammar
from tanuki_table.bots import make_bot
from tanuki_table.bots.ask import choose_for
from tanuki_table.core.engine import Action, Observation
from tanuki_table.core.narration import Narrator
from tanuki_table.core.plugin import CardView
from tanuki_table.core.session import Session, Setup
from tanuki_table.core.i18n import _, current_language, ngettext, pgettext
from tanuki_table.core.text import clean
from tanuki_table.errors import TanukiError

if TYPE_CHECKING:  # markdown-it loads only when `?` needs it
    from markdown_it.token import Token

__all__ = ["PlainGame", "card_line", "markdown_to_text"]

CLEAR = "\x1b[2J\x1b[3J\x1b[H"
"""Clear the screen and the scroll-back, cursor home: written by the app itself, never cleaned."""
MAX_LINE = 1_000
"""A typed line longer than this is dropped; one with no end after `MAX_DRAIN` ends the game."""
MAX_DRAIN = 1_000_000


def card_line(view: CardView) -> str:
    """A card in one sentence: "Kintarō: ATK 850, DEF 700. Monster, Earth. Draws a card."."""
    parts = [view.name, ", ".join(stat.text() for stat in view.stats), view.kind, *view.text,
             f"“{view.flavour}”" if view.flavour else ""]
    return clean(". ".join(p.rstrip(".") for p in parts if p) + ".")


class PlainGame:
    """One game played at a line prompt."""

    def __init__(self, setup: Setup, out: TextIO = sys.stdout, inp: TextIO = sys.stdin,
                 session: Session | None = None) -> None:
        self.session = session if session is not None else Session(setup)
        setup = self.session.setup
        self.info = self.session.info
        self.names = setup.seat_names()
        self.narrator = Narrator.for_setup(setup)
        self.out, self.inp = out, inp
        self.bots = {seat: make_bot(level, self.info.id, seed=setup.seed * 7 + seat)
                     for seat, level in enumerate(setup.seats) if level is not None}
        humans = setup.humans()
        self.hotseat = len(humans) > 1
        self.seen: dict[int, int] = {}
        self.viewer: int | None = None if self.hotseat else (humans[0] if humans else None)

    @classmethod
    def start(cls, setup: Setup, out: TextIO = sys.stdout, inp: TextIO = sys.stdin) -> PlainGame:
        """`play GAME --plain`: offers to resume the newest unfinished game of GAME, if any."""
        from tanuki_table.errors import SaveError  # deferred: only when starting from the command line
        from tanuki_table.persistence.saves import list_saves, load_save

        try:
            unfinished = list_saves(setup.game, finished=False)
        except OSError:
            unfinished = []
        if unfinished:
            # TRANSLATORS: {save} describes the saved game. The player types r (or resume) in every language.
            print(clean(_("An unfinished game is saved: {save}. Type r and Enter to resume it, or Enter for a new game.")
                        .format(save=unfinished[0].describe())), file=out, flush=True)
            if inp.readline(MAX_LINE).strip().lower() in ("r", "resume"):
                try:
                    return cls(setup, out, inp, session=load_save(unfinished[0].path))
                except SaveError as exc:
                    print(clean(_("It cannot be resumed ({problem}); a new game starts.").format(problem=exc)),
                          file=out, flush=True)
        return cls(setup, out, inp)

    def say(self, text: str = "") -> None:
        print(clean(text, newlines=True), file=self.out, flush=True)

    def line(self, seat: int | None, index: int) -> str:
        return self.narrator.line(self.session.state.log[index], seat)

    def news(self, seat: int | None) -> None:
        """Print what happened since `seat` last looked (public lines for nobody in particular)."""
        key = -1 if seat is None else seat
        start = self.seen.get(key, 0)
        for index in range(start, len(self.session.state.log)):
            self.say(self.line(seat, index))
        self.seen[key] = len(self.session.state.log)

    def save(self) -> None:
        try:
            from tanuki_table.persistence.saves import save_session

            save_session(self.session)
        except Exception as exc:  # noqa: BLE001 - a failed save is reported, never fatal
            self.say(_("(The game could not be saved: {problem})").format(problem=exc))

    def run(self) -> int:
        # TRANSLATORS: {names} is the players' names, "Ann and Bob". Commands (help) stay as typed.
        self.say(_("{game}. {names}. Type a number to act, or help.").format(game=self.info.title,
                                                                            names=grammar.listed(
            [pgettext("seat", "You") if name == grammar.YOU else name for name in self.names])))
        self.save()
        state = self.session.state
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            if seat in self.bots:
                action = choose_for(self.bots[seat], state, seat)
                self.session.play(action)
                self.save()
                continue
            if self.hotseat and seat != self.viewer:
                self.news(None)
                self.say(_("Pass the keyboard to {name}. Press Enter when {name} is ready.").format(name=self.names[seat]))
                if self.read_line() is None:
                    return 0
                if self.out.isatty():  # the app's own code: the previous hand leaves the screen and scroll-back
                    self.out.write(CLEAR)
                    self.out.flush()
                else:
                    self.say("\n" * 3)
                self.viewer = seat
            if not self.turn(seat):
                if self.session.state.is_over:  # conceded
                    break
                self.say(_("Left the game; it is saved and can be resumed."))
                return 0
            state = self.session.state
        self.news(self.viewer)
        self.game_over(self.session.state.winner)
        self.record()
        return 0

    def game_over(self, winner: int | None) -> None:
        self.say(_("The game is over: a draw.") if winner is None else
                 _("The game is over: {result}").format(result=self.narrator.won(winner)))

    def prompt(self) -> None:
        """The prompt before a typed answer, as at a move."""
        self.out.write("> ")
        self.out.flush()

    def record(self) -> None:
        """Add the finished game to the match history (a failure is reported, never fatal)."""
        import sqlite3

        from tanuki_table.persistence.history import record_game, record_session

        try:
            record_game(record_session(self.session, self.names))
        except (OSError, sqlite3.Error, TanukiError) as exc:
            self.say(_("(The match history was not updated: {problem})").format(problem=exc))

    def turn(self, seat: int) -> bool:
        """One decision by a person; False when they leave."""
        state = self.session.state
        self.news(seat)
        obs = state.observation(seat)
        everything = state.legal_actions()
        legal = choices.listed(self.info, everything, obs)
        cards = list(obs.hand)
        # TRANSLATORS: {phase} is the game's own name for the phase.
        name = pgettext("seat", "You") if self.names[seat] == grammar.YOU else self.names[seat]
        self.say(_("{name} to play. Phase: {phase}.").format(name=name, phase=self.info.phase_text(obs.phase)))
        if cards:
            # TRANSLATORS: {cards} is the list of cards, each "card 1, Kintarō (ATK 850)", joined by "; ".
            self.say(_("Your hand (i and a number reads a card): {cards}.").format(cards="; ".join(
                _("card {number}, {card}").format(number=i + 1, card=self._short(c, obs)) for i, c in enumerate(cards))))
        for number, action in enumerate(legal, 1):
            self.say(f"{number}. {self.info.action_text(action)}")
        several = len(everything) - len(legal)
        if several:
            example = next(a for a in everything if a not in legal).label
            # TRANSLATORS: {example} is a move as typed, "exchange 4 6 6".
            self.say(ngettext("Not listed: {count} move with several cards. To make one, type its word and its cards, "
                              "for example: {example}",
                              "Not listed: {count} moves with several cards. To make one, type its word and its cards, "
                              "for example: {example}", several).format(count=several, example=example.split(' (')[0].lower()))
        while True:
            self.prompt()
            line = self.read_line()
            if line is None:
                return False
            command = line.strip().lower()
            chosen = self.command(command, legal, cards, seat, everything)
            if chosen is False:
                return False
            if isinstance(chosen, Action):
                self.session.play(chosen)
                self.say(_("You chose: {action}.").format(action=self.info.action_text(chosen)))
                self.news(seat)
                self.save()
                return True

    def read_line(self) -> str | None:
        """One typed line of at most `MAX_LINE` characters (a longer one reads as empty), or None at
        the end of input, or when a line never ends (`< /dev/zero`): memory stays bounded."""
        line = self.inp.readline(MAX_LINE + 1)
        if line == "":
            return None
        if len(line) <= MAX_LINE or line.endswith("\n"):
            return line
        drained = 0
        while drained < MAX_DRAIN:
            rest = self.inp.readline(MAX_LINE)
            if rest == "":
                return None
            if rest.endswith("\n"):
                self.say(ngettext("(That line was longer than {count} character: ignored.)",
                                  "(That line was longer than {count} characters: ignored.)", MAX_LINE).format(count=MAX_LINE))
                return ""
            drained += len(rest)
        self.say(ngettext("(The input has a line of more than {count:,} character: leaving; the game is saved.)",
                          "(The input has a line of more than {count:,} characters: leaving; the game is saved.)",
                          MAX_DRAIN).format(count=MAX_DRAIN))
        return None

    def _short(self, card_id: str, obs: Observation) -> str:
        view = self.info.card_view(card_id, obs)
        stats = ", ".join(stat.text() for stat in view.stats[:3])
        return f"{view.name} ({stats})" if stats else view.name

    def command(self, command: str, legal: list[Action], cards: list[str], seat: int,
                everything: list[Action] | None = None) -> Action | bool | None:
        """Carry out one typed command; an action to play, False to leave, None to ask again.
        `legal` is the numbered list; `everything` every legal move (typed by words)."""
        number = _number(command)
        if number is not None and 1 <= number <= len(legal):
            return legal[number - 1]
        named = choices.by_words(everything or legal, command)
        if len(named) == 1:
            return named[0]
        if len(named) > 1:
            legal.extend(a for a in named if a not in legal)
            self.say(_("That names several moves; type the one you mean by its number:"))
            for action in named:
                self.say(f"{legal.index(action) + 1}. {action.label}")
            return None
        if command == "concede":
            return self.concede(seat)
        if command in ("p", "pass"):
            passes = [a for a in legal if a.kind == "pass"]
            if passes:
                return passes[0]
            self.say(_("Passing is not legal now."))
        elif command.startswith("i"):
            index = (_number(command[1:].strip()) or 0) - 1
            if 0 <= index < len(cards):
                view = self.info.card_view(cards[index], self.session.state.observation(seat))
                self.say(grammar.named_seats(card_line(view), self.names))
            else:
                self.say(_("Say i and a card number from 1 to {count}.").format(count=len(cards)) if cards
                         else _("Your hand is empty."))
        elif command == "log":
            for index in range(len(self.session.state.log)):
                self.say(self.line(seat, index))
        elif command == "?":
            self.say(markdown_to_text(self.info.rules_file_in(current_language()).read_text(encoding="utf-8")))
        elif command in ("q", "quit"):
            return False
        else:
            # TRANSLATORS: the commands (exchange, p, i, log, ?, concede, q) are typed as they are in every language.
            self.say(_("Type a number from 1 to {count}, a move and its cards (exchange 4 6 6), p to pass, "
                       "i N to read a card, log, ?, concede or q.").format(count=len(legal)))
        return None

    def concede(self, seat: int) -> bool | None:
        """Give the game up after a yes; False ends the turn loop (the game is over)."""
        self.out.write(_("Concede this game? It ends now and counts as a loss. (y/n) "))
        self.out.flush()
        answer = self.read_line()
        if answer is None or answer.strip().lower() not in ("y", "yes"):
            self.say(_("Not conceded; play on."))
            return None
        self.session.concede(seat)
        self.save()
        return False


def _number(text: str) -> int | None:
    """`text` as a small whole number written in ASCII digits (not `²`, not 5,000 digits), or None."""
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 6 else None


# --- `?`: markdown as plain sentences (a screen reader reads no `#`, `**` or `|`): list items start
# with "•", a table row is one line ("deck size: 5–19 cards; starting Energy: 3000.") ----------------
def _inline(token: Token) -> str:
    """The text of an inline token, marks dropped (soft line breaks become spaces)."""
    return "".join(child.content if child.type in ("text", "code_inline", "html_inline")
                   else " " if child.type in ("softbreak", "hardbreak") else ""
                   for child in token.children or ()).strip()


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
        elif kind in ("heading_close", "table_close"):
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
        elif kind in ("thead_open", "thead_close"):
            in_head = kind == "thead_open"
        elif kind == "tr_open":
            row = []
        elif kind == "tr_close":
            if in_head:
                header = row
            else:
                cells = [f"{h}: {c}" if h else c for h, c in zip(header + [""] * len(row), row)]
                lines.append("; ".join(cells) + ".")
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
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip() + "\n"  # no runs of blank lines
