"""Modal questions and result boxes. Nothing is re-exported here: importing one dialog loads no
other (the app starts without them)."""
