"""The analysis layer of Tanuki Table."""
