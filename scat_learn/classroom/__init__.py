"""Tables shared by several people (and the single-student app, a table with one person)."""
