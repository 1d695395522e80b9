#!/usr/bin/python3
"""The AT-SPI client of table-bench's `--accessibility` frames (issue 30, item 8): reads the
whole tree of the application named ARGV[1] once, listens to every object and focus event as
a screen reader does, writes ARGV[2] when ready, and listens until terminated."""
import sys
import time

import pyatspi

NAME, READY = sys.argv[1], sys.argv[2]
heard = 0


def hear(event):
    global heard
    heard += 1


def walk(node):
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            child.name, child.getRoleName(), child.getState()
            walk(child)


desktop = pyatspi.Registry.getDesktop(0)
deadline = time.monotonic() + 10
app = None
while app is None and time.monotonic() < deadline:
    app = next((a for a in (desktop.getChildAtIndex(i) for i in range(desktop.childCount))
                if a is not None and a.name == NAME and a.childCount > 0), None)
    time.sleep(0.05)
if app is None:
    sys.exit("a11y_bench_listener: no application " + NAME)
walk(app)
pyatspi.Registry.registerEventListener(hear, "object:", "focus:")
open(READY, "w").close()
pyatspi.Registry.start()
