"""Game records: every match kept with its actions and events, read back for the replay
viewer, the exports (our JSON, tenhou.net/6, mjai) and the statistics."""
