"""The core layer of Tanuki Table."""
