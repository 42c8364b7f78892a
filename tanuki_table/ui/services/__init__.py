"""What the app holds besides its screens: settings, saves, resuming, starting a game, themes, the
screen trace."""
