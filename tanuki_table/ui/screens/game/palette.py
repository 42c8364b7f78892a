"""Command palette (ctrl+p) entries for the game screen: every legal action, plus inspect, piles,
why, concede, rematch and export (once over), rules, log and menu."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable, cast

from textual.command import DiscoveryHit, Hit, Hits, Provider

from tanuki_table.core.i18n import _, pgettext
from tanuki_table.ui.screens.game.game_base import GameScreenBase

if TYPE_CHECKING:
    from tanuki_table.ui.screens.game.game_screen import GameScreen


def kind_word(kind: str) -> str:
    """A move's kind as the palette's help line shows it: "duel", "end turn" (the engines' kinds,
    in the app's language; a kind not listed here is shown as the engine names it)."""
    words = {
        "add_attack": pgettext("move kind", "add attack"), "attack": pgettext("move kind", "attack"),
        "change_position": pgettext("move kind", "change position"),
        "choose_animal": pgettext("move kind", "choose animal"),
        "choose_leader": pgettext("move kind", "choose leader"), "counter": pgettext("move kind", "counter"),
        "defend": pgettext("move kind", "defend"), "discard": pgettext("move kind", "discard"),
        "duel": pgettext("move kind", "duel"), "effect": pgettext("move kind", "effect"),
        "end_turn": pgettext("move kind", "end turn"), "event": pgettext("move kind", "event"),
        "exchange": pgettext("move kind", "exchange"), "item": pgettext("move kind", "item"),
        "keep": pgettext("move kind", "keep"), "keep_spirit": pgettext("move kind", "keep spirit"),
        "move": pgettext("move kind", "move"), "pass": pgettext("move kind", "pass"),
        "place": pgettext("move kind", "place"), "place_leader": pgettext("move kind", "place leader"),
        "play": pgettext("move kind", "play"), "retreat": pgettext("move kind", "retreat"),
        "revive": pgettext("move kind", "revive"), "sacrifice": pgettext("move kind", "sacrifice"),
        "set": pgettext("move kind", "set"), "summon": pgettext("move kind", "summon"),
    }
    return words.get(kind, kind.replace("_", " "))


class GameCommands(Provider):
    """The legal actions of the game on screen, by label."""

    def _entries(self) -> list[tuple[str, Callable[[], object], str]]:
        entries: list[tuple[str, Callable[[], object], str]] = []
        if not isinstance(self.screen, GameScreenBase):
            return entries
        screen = cast("GameScreen", self.screen)  # the one game screen (its base keeps start-up light)
        seating = screen.seating
        session = seating.session
        if not session.state.is_over and session.state.current_player == seating.viewer:
            for action in session.state.legal_actions():
                entries.append((seating.info.action_text(action), partial(screen.do, action), kind_word(action.kind)))
        if seating.viewer is not None:
            entries.append((_("Inspect a card"), screen.action_inspect, _("read any card you may see, in full")))
            entries.append((_("Look through the public piles"), screen.action_piles, _("graveyard, trash, discards")))
        if screen.exits.concedable():
            entries.append((_("Concede this game"), screen.action_concede, _("give up: asks first; a loss")))
        if session.state.is_over:
            after = screen.action_after
            entries.append((_("Rematch"), partial(after, "rematch"), _("the same seats and decks, a new deal")))
            entries.append((_("Export the replay"), partial(after, "export"), _("write this game's replay file")))
        if seating.last_bot is not None:
            entries.append((_("Why did the bot make that move?"), screen.action_why, _("the bot's reasons")))
        entries.extend(screen.exits.palette())
        entries.append((_("Show the rules"), screen.action_rules, _("open the rulebook")))
        entries.append((_("Show or hide the log"), screen.action_toggle_log, pgettext("palette help", "log")))
        leave, why = screen.exits.leave_words()
        entries.append((leave, screen.action_leave, why))
        return entries

    async def discover(self) -> Hits:
        for label, callback, help_text in self._entries():
            yield DiscoveryHit(label, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for label, callback, help_text in self._entries():
            score = matcher.match(label)
            if score > 0:
                yield Hit(score, matcher.highlight(label), callback, help=help_text)
