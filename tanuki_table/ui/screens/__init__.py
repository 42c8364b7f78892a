"""Full screens: the picker, the card browser, the deck builder, boosters, replays, rules, settings,
statistics, watching; the game screen and its parts are in `screens.game`."""
