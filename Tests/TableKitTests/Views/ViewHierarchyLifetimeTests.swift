import Foundation
import Testing

@testable import TableKit

/// A subview does not keep its superview alive, and never points at one that is gone: the
/// reference is unowned (no side table in each view), so the superview clears it as it goes.
@MainActor
@Suite struct ViewHierarchyLifetimeTests {
  @Test func aSubviewDoesNotKeepItsSuperviewAlive() {
    let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    weak var freed: View?
    do {
      let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      parent.addSubview(child)
      freed = parent
      #expect(child.superview === parent)
    }
    #expect(freed == nil)
  }

  @Test func aSubviewThatOutlivesItsSuperviewHasNone() {
    let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let grandchild = Label()
    child.addSubview(grandchild)
    do {
      let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      parent.addSubview(child)
    }
    #expect(child.superview == nil)
    #expect(grandchild.superview === child)
    // It is a root again: it lays out, draws and can join another tree.
    child.setNeedsLayout()
    child.layoutIfNeeded()
    var list = DrawList()
    child.render(into: &list)
    let other = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    other.addSubview(child)
    #expect(child.superview === other)
    #expect(other.subviews.count == 1)
  }

  @Test func aSuperviewFreedAfterItsSubviewMovedLeavesTheNewSuperview() {
    let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let second = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    do {
      let first = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      first.addSubview(child)
      second.addSubview(child)
      #expect(first.subviews.isEmpty)
    }
    #expect(child.superview === second)
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(second.subviews.isEmpty)
  }

  @Test func cellsOfAFreedTableHaveNoSuperview() {
    final class Rows: NSObject, TableViewDataSource {
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
      }
    }
    let rows = Rows()
    var kept: [TableViewCell] = []
    do {
      let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      table.dataSource = rows
      table.layoutIfNeeded()
      kept = table.visibleCells
      #expect(!kept.isEmpty)
    }
    for cell in kept {
      #expect(cell.superview == nil)
      #expect(cell.contentView.superview === cell)
    }
  }
}
