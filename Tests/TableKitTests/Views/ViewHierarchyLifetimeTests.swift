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

  /// Holds a view where another thread can let go of it, as a test runner lets go of a suite's
  /// stored views.
  private final class ViewHolder: @unchecked Sendable {
    var view: View?
    init(_ view: View) { self.view = view }
  }

  @Test func theMainActorRunsOnTheMainQueueAndAThreadDoesNot() {
    ForeignTreeWalk.markMainQueue
    #expect(ForeignTreeWalk.isOnMainQueue)
    let done = DispatchSemaphore(value: 0)
    let elsewhere = ResultBox()
    Thread {
      elsewhere.value = ForeignTreeWalk.isOnMainQueue
      done.signal()
    }.start()
    done.wait()
    #expect(elsewhere.value == false)
  }

  private final class ResultBox: @unchecked Sendable { var value: Bool? }

  /// A tree let go on another thread while the main actor walks up from a field of another
  /// tree keeps its pointers until the walk ends, and is taken apart then: the walk never
  /// climbs into a superview freed under it.
  @Test func aTreeLetGoOnAnotherThreadWaitsForAWalkUnderWay() {
    let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let holder = ViewHolder(View(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
    holder.view?.addSubview(child)
    let letGo = DispatchSemaphore(value: 0)
    let stillThere = ForeignTreeWalk.walk { () -> Bool in
      Thread {
        holder.view = nil
        letGo.signal()
      }.start()
      // Time for the other thread to free the tree, were it free to.
      usleep(50_000)
      return child.superview != nil
    }
    letGo.wait()
    #expect(stillThere, "the superview was taken apart during the walk")
    #expect(child.superview == nil)
  }

  /// The crash of a full test run: while trees holding an editing field were let go on other
  /// threads, the main actor looked for its own tree's first responder, which walks up from
  /// every editing field, into a superview freed under it. Each tree now goes between two
  /// looks, never during one.
  @Test func lookingForTheFirstResponderWhileOtherTreesGoIsSafe() async {
    let own = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    for _ in 0..<100 {
      let holder = ViewHolder(View(frame: CGRect(x: 0, y: 0, width: 320, height: 200)))
      let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 36))
      field.clock = ManualClock(now: 10)
      holder.view?.addSubview(field)
      #expect(field.becomeFirstResponder())
      let letGo = Task.detached { holder.view = nil }
      for _ in 0..<50 { #expect(TextField.firstResponder(in: own) == nil) }
      await letGo.value
      #expect(field.superview == nil)
      _ = field.resignFirstResponder()
    }
  }
}
