import Testing

@testable import TableKit

@Test func indexPathHasRowAndSection() {
  let p = IndexPath(row: 3, section: 1)
  #expect(p.row == 3 && p.section == 1)
}

@Test func malformedIndexPathsReadAsNotFoundInsteadOfTrapping() {
  let short = IndexPath(index: 3)
  #expect(short.section == 3 && short.row == NSNotFound)
  #expect(IndexPath().section == NSNotFound)
  var path = IndexPath()
  path.row = 4
  #expect(path.row == 4 && path.section == NSNotFound)
}

@MainActor @Test func tableQueriesAcceptMalformedIndexPaths() {
  let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
  #expect(table.rectForRow(at: IndexPath(index: 0)) == .zero)
  #expect(table.cellForRow(at: IndexPath()) == nil)
  table.scrollToRow(at: IndexPath(indexes: [0, 1, 2]), at: .top, animated: false)
  table.selectRow(at: IndexPath(index: 1), animated: false, scrollPosition: .none)
  #expect(table.indexPathForSelectedRow == nil)
}

@Test func itemIsTheRowUnderUIKitsOtherName() {
  var path = IndexPath(item: 4, section: 2)
  #expect(path == IndexPath(row: 4, section: 2))
  #expect(path.item == 4)
  path.item = 7
  #expect(path.row == 7 && path.section == 2)
}

@Test func tableOrderAgreesWithIndexPathsOwnOrder() {
  var generator = SystemRandomNumberGenerator()
  let paths = (0..<200).map { _ in
    IndexPath(
      row: Int.random(in: 0..<6, using: &generator),
      section: Int.random(in: 0..<4, using: &generator))
  }
  #expect(paths.sorted(by: IndexPath.precedesInTable) == paths.sorted())
  for (lhs, rhs) in zip(paths, paths.reversed()) {
    #expect(IndexPath.precedesInTable(lhs, rhs) == (lhs < rhs))
  }
  #expect(!IndexPath.precedesInTable(IndexPath(row: 2, section: 1), IndexPath(row: 2, section: 1)))
}
