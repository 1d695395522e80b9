import Testing

@testable import TableKit

@Test func indexPathHasRowAndSection() {
  let p = IndexPath(row: 3, section: 1)
  #expect(p.row == 3 && p.section == 1)
}
