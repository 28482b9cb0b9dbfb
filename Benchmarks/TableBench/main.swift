print("table-bench: not written yet")
