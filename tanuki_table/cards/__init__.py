"""The cards layer of Tanuki Table."""
