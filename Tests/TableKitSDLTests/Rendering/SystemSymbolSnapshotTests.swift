import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// A row for each system symbol TableKit draws: the symbol in the cell's image view, its name
/// as the title. Most take the default tint; a few rows set one, as apps color their icons.
@MainActor
private final class SymbolListSource: TableViewDataSource {
  let symbols = SystemSymbol.allCases
  let tints: [SystemSymbol: Color] = [
    .minusCircleFill: .systemRed, .trash: .systemRed, .starFill: .systemYellow,
    .heart: .systemPink, .gear: .systemGray, .folder: .systemTeal, .flag: .systemOrange,
  ]

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    symbols.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let symbol = symbols[indexPath.row]
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = symbol.rawValue
    cell.imageView?.image = Image(systemName: symbol.rawValue)
    if let tint = tints[symbol] { cell.imageView?.tintColor = tint }
    return cell
  }
}

/// The system symbols as a picture at 2x (issue 13, item 10), judged by eye against SF
/// Symbols before it was recorded.
@MainActor
@Suite(.serialized)
struct SystemSymbolSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  @Test func everySymbolInATableAtTwiceTheScale() throws {
    let size = CGSize(width: 320, height: CGFloat(SystemSymbol.allCases.count) * 40)
    let canvas = try snapshotter.canvas(size: size, scale: 2)
    let table = TableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    table.screen = canvas.makeScreen()
    table.rowHeight = 40
    let source = SymbolListSource()
    table.dataSource = source
    table.layoutIfNeeded()
    let image = withExtendedLifetime(source) { canvas.render(table) }
    try snapshotter.verify(image, named: "system-symbols@2x")
  }
}
