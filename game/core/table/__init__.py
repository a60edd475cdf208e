"""The table: play rules as data, the wall, the state and views, actions and events."""
