"""A game being played in the app (no Textual): its setup, the seats, and the actions taken,
each stored as its index in `legal_actions()` (engines are deterministic)."""

from __future__ import annotations

from typing import Sequence, TypedDict

from pydantic import BaseModel, Field

from tanuki_table.core.engine import Action, GameState
from tanuki_table.core.i18n import _
from tanuki_table.core.registry import get_game
from tanuki_table.core.plugin import GameRules
from tanuki_table.core.text import clean
from tanuki_table.errors import IllegalActionError, SaveError

NAME_CHARS = 40
"""A typed seat name is shown cut to this many characters."""
SHOWN_LEVEL = {"simple": "easy"}
"""Every game's `simple` bot is shown as the `easy` level."""


def _level_word(level: str) -> str:
    """A bot's level in the app's language; another name as it is."""
    return _(level) if level in ("easy", "normal", "hard", "random") else level


def level_shown(bot: str) -> str:
    """The name a bot is shown by: its level ("easy", "normal", "hard"), or its own name."""
    return SHOWN_LEVEL.get(bot, bot)


class StartRequest(TypedDict, total=False):
    """What the command line asks the app to open first: a game, the card browser or a table."""

    game: str
    bot: str | None
    variant: str | None
    players: int
    seed: int | None
    first_player: int | None
    animals: list[str] | None
    browse: str | None
    join: str
    name: str | None
    invitations: Sequence[str]
    hosting: bool
    alone: bool
    """The app is for this one seat: leaving the table ends it."""
    deck: str | None


class Setup(BaseModel):
    """Everything needed to start the same game again."""

    game: str
    players: int = 2
    seed: int
    variant: str | None = None
    decks: list[list[str]] | None = None
    deck_names: list[str] | None = None
    first_player: int | None = None
    seats: list[str | None] = Field(default_factory=lambda: [None, "simple"])
    """Per seat: None for a human, else the bot's name."""
    names: list[str | None] | None = None
    """Per seat: the name a person typed (None or blank: the default name)."""

    def humans(self) -> list[int]:
        """The seats played by people."""
        return [i for i, s in enumerate(self.seats) if s is None]

    def typed_name(self, seat: int) -> str:
        """The name a person typed for `seat`, stripped ("" when none)."""
        typed = self.names or []
        return (typed[seat] or "").strip() if seat < len(typed) else ""

    def seat_names(self) -> list[str]:
        """How each seat is called everywhere: a typed name (cleaned, cut to `NAME_CHARS`), else
        "Player N" or "Bot (level)"; "You" for the one person playing against bots."""
        humans = self.humans()
        names = []
        for seat, bot in enumerate(self.seats):
            own = clean(self.typed_name(seat))[:NAME_CHARS]  # from a file or a paste
            if bot is not None:
                level = clean(_level_word(level_shown(bot)))[:NAME_CHARS]
                if len(self.seats) - len(humans) > 1:
                    # TRANSLATORS: a bot's seat among several bots: "Bot 2 (easy)" ({level}: easy, normal, hard)
                    names.append(_("Bot {number} ({level})").format(number=seat + 1, level=level))
                else:
                    names.append(_("Bot ({level})").format(level=level))
            elif len(humans) == 1:
                names.append("You")  # grammar.YOU: every screen words the reader's own seat from it
            else:
                names.append(own or _("Player {number}").format(number=seat + 1))
        return names


class Session:
    """A game in play: setup + state + the action indices taken so far (+ who conceded)."""

    saved_moves: int = 0
    """How many of the moves the save file on disk holds."""
    save_problem: str | None = None
    """Why the last save failed (None: it worked)."""
    at_table: bool = False

    def __init__(self, setup: Setup, actions: list[int] | None = None, conceded: int | None = None) -> None:
        self.setup = setup
        self.info: GameRules = get_game(setup.game)
        self.state: GameState = self._fresh()
        self.actions: list[int] = []
        self.conceded: int | None = None
        for index in actions or []:
            self.play_index(index)
        if conceded is not None:
            self.concede(conceded)

    def concede(self, seat: int) -> None:
        """`seat` gives up: the game is over and the rival wins."""
        from tanuki_table.core.concession import ConcededState, rival_of  # deferred: only on a concession

        if self.state.is_over:
            raise IllegalActionError("the game is already over; there is nothing to concede")
        if not 0 <= seat < len(self.setup.seats):
            raise IllegalActionError(f"no seat {seat + 1} to concede for")
        self.conceded = seat
        self.state = ConcededState(self.state, seat, rival_of(self.state, seat))

    def _fresh(self) -> GameState:
        s = self.setup
        return self.info.new_game(
            players=s.players, seed=s.seed, variant=s.variant, decks=s.decks, first_player=s.first_player
        )

    def play(self, action: Action) -> None:
        """Apply a legal action and record it."""
        legal = self.state.legal_actions()
        index = next((i for i, a in enumerate(legal) if a is action), None)
        self.play_index(legal.index(action) if index is None else index)

    def play_index(self, index: int) -> None:
        """Apply the action at `index` of `legal_actions()` (replays and resume)."""
        legal = self.state.legal_actions()
        if not 0 <= index < len(legal):
            raise SaveError(f"action #{len(self.actions) + 1} ({index}) is not legal: the card data or rules changed")
        self.state.apply(legal[index])
        self.actions.append(index)

    def rebuild(self, count: int) -> None:
        """Replay from the start up to `count` actions (undo)."""
        actions = self.actions[:count]
        self.state = self._fresh()
        self.actions = []
        self.conceded = None
        for index in actions:
            self.play_index(index)
