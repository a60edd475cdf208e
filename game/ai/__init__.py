"""AI opponents: they see only their seat's view and the legal actions, never the wall."""
