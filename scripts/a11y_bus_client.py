#!/usr/bin/python3
"""The AT-SPI client of scripts/a11y-bus-check (issue 30): drives the demo and the kiosk as a
screen reader would, through the real accessibility bus, and fails on the first thing it does
not see. Run inside a private session bus with the AT-SPI bus started (the shell script does).

usage: a11y_bus_client.py BIN_DIR LOG_DIR
"""
import os
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

TIMEOUT = 15.0


class CheckFailed(Exception):
    pass


class Client:
    def __init__(self):
        self.events = []
        pyatspi.Registry.registerEventListener(
            self.hear, "object:state-changed:focused", "focus:", "object:children-changed",
            "object:selection-changed", "object:announcement", "window:activate",
            "window:deactivate")

    def hear(self, event):
        try:
            role, name = event.source.getRoleName(), event.source.name
        except Exception:  # a source gone by now: still an event
            role, name = "?", "?"
        self.events.append((event.type, event.detail1, role, name))

    def pump(self, seconds=0.05):
        """Lets the bus deliver events and answers for a while."""
        context = GLib.MainContext.default()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            while context.iteration(False):
                pass
            time.sleep(0.01)

    def wait(self, what, predicate, timeout=TIMEOUT):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                result = predicate()
            except Exception:  # an object went away while read: read again
                result = None
            if result:
                return result
            self.pump(0.1)
        raise CheckFailed("timed out waiting for " + what)


def walk(node, depth=0, limit=12):
    """Every descendant of node, depth first; unreadable ones are skipped."""
    if node is None or depth > limit:
        return
    yield node
    try:
        count = node.childCount
    except Exception:
        return
    for index in range(count):
        try:
            child = node.getChildAtIndex(index)
        except Exception:
            continue
        yield from walk(child, depth + 1, limit)


def find(node, role, predicate=lambda n: True):
    return [n for n in walk(node) if n.getRoleName() == role and predicate(n)]


def actions(node):
    action = node.queryAction()
    return [action.getName(i) for i in range(action.nActions)]


def do_action(node, name):
    action = node.queryAction()
    for index in range(action.nActions):
        if action.getName(index) == name:
            return action.doAction(index)
    raise CheckFailed(f"{node.getRoleName()} '{node.name}' has no action {name}: {actions(node)}")


def attributes(node):
    return dict(a.split(":", 1) for a in node.getAttributes())


def application(client, name):
    desktop = pyatspi.Registry.getDesktop(0)

    def found():
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == name and app.childCount > 0:
                return app
        return None

    return client.wait(f"the application {name} on the bus", found)


def largest_list(frame):
    lists = find(frame, "list")
    if not lists:
        raise CheckFailed("no list in the window")
    return max(lists, key=lambda n: n.queryTable().nRows)


def check_list(client, frame, program, expected_rows=None):
    """The table is a list whose row count comes from the data source; rows are named and
    numbered."""
    table = largest_list(frame)
    rows = table.queryTable().nRows
    items = find(table, "list item")
    if not items:
        raise CheckFailed("the list has no rows on screen")
    if expected_rows is not None and rows != expected_rows:
        raise CheckFailed(f"the list says {rows} rows, the data source has {expected_rows}")
    names = [item.name for item in items]
    if not all(names):
        raise CheckFailed(f"rows without a name: {names}")
    first = attributes(items[0])
    if first.get("setsize") != str(rows) or "posinset" not in first:
        raise CheckFailed(f"the first row's attributes do not number it: {first}")
    # Orca 47 and later say "List with N items" from the list's own setsize attribute
    # (AXUtilities.get_set_size); Orca 43.1 (Debian 12) counts the list's children instead.
    spoken = orca_list_count(table)
    if spoken != rows:
        raise CheckFailed(f"Orca would say a list of {spoken} items, the data source has {rows}")
    # A section's header in the list is a second-level heading ("heading level 2").
    headers = find(table, "heading")
    levels = sorted({attributes(header).get("level") for header in headers})
    if headers and levels != ["2"]:
        raise CheckFailed(f"the list's section headers have levels {levels}, not 2")
    print(f"{program}: list of {rows} rows ({len(items)} on screen); first rows: "
          + "; ".join(names[:3]) + f"; first is {first['posinset']} of {first['setsize']}"
          + f"; Orca's count {spoken}"
          + (f"; {len(headers)} section headers at level 2" if headers else ""))
    return table, items


def orca_list_count(table):
    """The count Orca 47 and later say for a list ("List with N items"), read as its
    AXUtilities.get_set_size reads it: the list's setsize attribute, else the items among the
    list's children (which would be the rows on screen)."""
    size = attributes(table).get("setsize")
    if size is not None and size.isdigit():
        return int(size)
    return len([child for child in walk(table, limit=1) if child.getRoleName() == "list item"])


def check_checkmarks(client, frame, program):
    """A row showing a checkmark is a checkable, checked list item (Orca says "checked"), still
    selected as UIKit's; the other choices of its section are checkable and not checked."""
    def rows():
        found = {n.name: n for n in find(frame, "list item")
                 if n.name in ("Home Network", "Office")}
        return found if len(found) == 2 else None

    found = client.wait("the settings' network choices", rows)
    marked, other = found["Home Network"].getState(), found["Office"].getState()
    wanted = (pyatspi.STATE_CHECKABLE, pyatspi.STATE_CHECKED, pyatspi.STATE_SELECTED)
    if not all(marked.contains(state) for state in wanted):
        raise CheckFailed("the checkmark row 'Home Network' is not checkable, checked, selected: "
                          + str([pyatspi.stateToString(s) for s in marked.getStates()]))
    if not other.contains(pyatspi.STATE_CHECKABLE) or other.contains(pyatspi.STATE_CHECKED):
        raise CheckFailed("the choice 'Office' is not checkable and unchecked")
    print(f"{program}: 'Home Network' (checkmark) is a checked list item, 'Office' unchecked")


def check_ten_million(client, frame, program):
    """At 10,000,000 rows the list's count and the rows' numbers come from the data source while
    only the rows on screen are children: what Orca says is the total, never a walk of them."""
    def stress_list():
        lists = [n for n in find(frame, "list") if n.queryTable().nRows == 10_000_000]
        return lists[0] if lists else None

    table = client.wait("the list of 10,000,000 rows", stress_list)
    children = table.childCount
    if children > 100:
        raise CheckFailed(f"the list of 10,000,000 rows has {children} children")
    spoken = orca_list_count(table)
    if spoken != 10_000_000:
        raise CheckFailed(f"Orca would say a list of {spoken} items, not 10,000,000")
    first = attributes(find(table, "list item")[0])
    if first.get("setsize") != "10000000":
        raise CheckFailed(f"a row of the 10,000,000 is numbered {first}")
    print(f"{program}: list of 10,000,000 rows with {children} children; Orca's count {spoken}; "
          f"first row {first['posinset']} of {first['setsize']}")


def activate_row_and_see_heading(client, frame, program, item):
    """Activating a row pushes its detail, whose heading takes the focus."""
    row = item.name
    title = row.split(",")[0].strip()
    start = len(client.events)
    do_action(item, "activate")
    heading = client.wait(
        f"a heading '{title}' after activating the row",
        lambda: next(iter(find(frame, "heading", lambda n: title in n.name)), None))
    client.wait(
        f"a focus event on the detail's heading '{heading.name}'",
        lambda: any(e[0].startswith("object:state-changed:focused") and e[1] == 1
                    and e[2] == "heading" and title in e[3] for e in client.events[start:]))
    focus = [e for e in client.events[start:] if e[0].startswith("object:state-changed:focused")
             and e[1] == 1]
    print(f"{program}: activated '{row}'; heading '{heading.name}'; focus events: "
          + ", ".join(f"{e[2]} '{e[3]}'" for e in focus))
    return heading


def go_back(client, frame, program):
    back = client.wait("a Back button", lambda: next(iter(
        find(frame, "push button", lambda n: n.name.startswith("Back"))), None))
    name = back.name
    do_action(back, "activate")
    client.wait("the list again after going back", lambda: not find(
        frame, "push button", lambda n: n.name == name) and find(frame, "list item"))
    print(f"{program}: '{name}' went back to the list")


def delete_row(client, frame, program):
    """A row's Delete custom action removes it, and the list's count follows."""
    item = client.wait("a row offering a Delete action", lambda: next(
        (i for i in find(frame, "list item") if "Delete" in actions(i)), None))
    name, table = item.name, item.parent
    rows = table.queryTable().nRows
    do_action(item, "Delete")
    client.wait(f"{rows - 1} rows after deleting '{name}'",
                lambda: table.queryTable().nRows == rows - 1)
    client.wait(f"'{name}' gone from the rows",
                lambda: not find(table, "list item", lambda n: n.name == name))
    print(f"{program}: Delete on '{name}' left {rows - 1} of {rows} rows")


def text_of(node):
    text = node.queryText()
    return text.getText(0, text.characterCount)


def edit_through_actions(client, frame, program, pid):
    """In the tasks scene's New Task sheet, the title field being edited offers the edit menu's
    commands as actions: typed text is selected, cut and pasted back through them alone, as a
    screen reader's user copies and pastes."""
    add = client.wait("the tasks' Add button", lambda: next(iter(
        find(frame, "push button", lambda n: n.name == "Add")), None))
    do_action(add, "activate")
    entry = client.wait("the New Task sheet's title field",
                        lambda: next(iter(find(frame, "entry")), None))
    do_action(entry, "activate")
    client.wait("no edit commands in an empty field with an empty clipboard",
                lambda: "Select All" not in actions(entry))
    window = subprocess.run(["xdotool", "search", "--pid", str(pid)], capture_output=True,
                            text=True).stdout.split()[0]
    subprocess.run(["xdotool", "type", "--window", window, "--delay", "30", "Anna"],
                   capture_output=True, timeout=10)
    client.wait("the typed text in the entry", lambda: text_of(entry) == "Anna")
    client.wait("Select All among the entry's actions", lambda: "Select All" in actions(entry))
    do_action(entry, "Select All")
    client.wait("Cut and Copy once everything is selected", lambda: "Cut" in actions(entry))
    do_action(entry, "Cut")
    client.wait("an empty entry after Cut", lambda: text_of(entry) == "")
    client.wait("Paste with the cut text on the clipboard", lambda: "Paste" in actions(entry))
    do_action(entry, "Paste")
    client.wait("the text back after Paste", lambda: text_of(entry) == "Anna")
    print(f"{program}: the entry's actions selected, cut and pasted 'Anna': {actions(entry)}")


def open_scene(client, frame, program, title):
    """Activates the sidebar's row for a scene, as a screen reader user switches scenes."""
    item = client.wait(f"the scene '{title}' in the sidebar", lambda: next(iter(
        find(frame, "list item", lambda n: n.name.startswith(title + ","))), None))
    do_action(item, "activate")
    print(f"{program}: opened the scene '{title}' from the sidebar")


def hear_window_activate(client, program, pid, start):
    """Giving the window the input focus (xdotool, as a window manager would) makes its frame
    active, and clients hear window:activate, which Orca follows to read the window."""
    windows = subprocess.run(["xdotool", "search", "--pid", str(pid)], capture_output=True,
                             text=True).stdout.split()
    # The window may hold the focus from its start, before anyone listened: it loses it first
    # (unmapped and mapped again, as a window manager would hide and show it), then gains it.
    for window in windows:
        for command in ("windowunmap", "windowmap", "windowfocus"):
            subprocess.run(["xdotool", command, "--sync", window], capture_output=True, timeout=5)
    event = client.wait(
        "window:activate from the window's frame",
        lambda: next((e for e in client.events[start:]
                      if e[0].startswith("window:activate") and e[2] == "frame"), None))
    print(f"{program}: window:activate from '{event[3]}'")


def run_program(client, binary, arguments, name, log, steps):
    """Starts a program, waits for its window and content, and runs steps(frame, pid)."""
    start = len(client.events)
    with open(log, "w") as output:
        process = subprocess.Popen([binary] + arguments, stdout=output, stderr=subprocess.STDOUT)
    try:
        app = application(client, name)
        frame = client.wait("the window", lambda: app.getChildAtIndex(0))
        client.wait("the window's content", lambda: find(frame, "list item"))
        hear_window_activate(client, name, process.pid, start)
        steps(frame, process.pid)
        if process.poll() is not None:
            raise CheckFailed(f"{name} exited with {process.returncode} (see {log})")
    finally:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def main():
    bin_dir, log_dir = sys.argv[1], sys.argv[2]
    client = Client()

    def demo(frame, pid):
        table, items = check_list(client, frame, "demo")
        item = next(i for i in items if "," in i.name)
        activate_row_and_see_heading(client, frame, "demo", item)
        go_back(client, frame, "demo")
        open_scene(client, frame, "demo", "Settings")
        check_checkmarks(client, frame, "demo")
        open_scene(client, frame, "demo", "10 Million Rows")
        check_ten_million(client, frame, "demo")
        open_scene(client, frame, "demo", "Editing")
        delete_row(client, frame, "demo")
        open_scene(client, frame, "demo", "Tasks")
        edit_through_actions(client, frame, "demo", pid)

    def kiosk(frame, pid):
        table, items = check_list(client, frame, "kiosk")
        activate_row_and_see_heading(client, frame, "kiosk", items[0])
        go_back(client, frame, "kiosk")
        delete_row(client, frame, "kiosk")

    try:
        run_program(client, os.path.join(bin_dir, "table-demo"),
                    ["--no-state", "--scene", "contacts"], "table-demo",
                    os.path.join(log_dir, "demo.log"), demo)
        run_program(client, os.path.join(bin_dir, "table-kiosk"),
                    ["--windowed", "--no-state", "--allow-editing"], "table-kiosk",
                    os.path.join(log_dir, "kiosk.log"), kiosk)
    except (CheckFailed, GLib.GError) as failure:
        print(f"a11y-bus-check: FAILED: {failure}", file=sys.stderr)
        print("events heard last: " + "; ".join(
            f"{e[0]}={e[1]} {e[2]} '{e[3]}'" for e in client.events[-12:]), file=sys.stderr)
        return 1
    print("a11y-bus-check: the demo and the kiosk were read and driven through AT-SPI")
    return 0


if __name__ == "__main__":
    sys.exit(main())
