print("starting")
