"""The persistence layer of Tanuki Table."""
