import Foundation

@testable import TableKit

/// The fake host and the answering objects `RowRealizerTests` realizes through: the host gives
/// the realizer a reader of its own fake data host, lays its rows out from a test's
/// `TableLayout`, and records what the realizer asked of it; the data source and delegate record
/// what they were asked and told.
@MainActor
extension RowRealizerTests {
  /// A host of the sections a test lays out, 100 points tall on screen, keeping what the
  /// realizer told it; its reader reads through a `TableDataReaderTests.FakeHost`.
  final class FakeHost: RowRealizingHost {
    // MARK: What the reader reads through
    /// The reader's own host (see `TableDataReaderTests`), which this one forwards to.
    let dataHost = TableDataReaderTests.FakeHost()
    var dataSource: (any TableViewDataSource)? {
      get { dataHost.dataSource }
      set { dataHost.dataSource = newValue }
    }
    var delegate: (any TableViewDelegate)? {
      get { dataHost.delegate }
      set { dataHost.delegate = newValue }
    }
    var prefetchDataSource: (any TableViewDataSourcePrefetching)? {
      get { dataHost.prefetchDataSource }
      set { dataHost.prefetchDataSource = newValue }
    }
    var rowHeight: CGFloat {
      get { dataHost.rowHeight }
      set { dataHost.rowHeight = newValue }
    }
    var estimatedRowHeight: CGFloat {
      get { dataHost.estimatedRowHeight }
      set { dataHost.estimatedRowHeight = newValue }
    }
    var style: TableView.Style { dataHost.style }

    // MARK: RowRealizingHost
    var layout = TableLayout(style: .plain, width: 320)
    lazy var dataReader = TableDataReader(host: dataHost)
    var viewport = CGRect(x: 0, y: 0, width: 320, height: 100)
    var realizedRect: CGRect { viewport }
    var rowWidth: CGFloat { 320 }
    var cellLayoutMargin: CGFloat { 16 }
    var blocksDataSourceReads = false
    /// The view cells and views join.
    let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    /// Cells a drag or an animation keeps on screen after their rows leave.
    var keptCells: [ObjectIdentifier] = []
    /// What the realizer told the host, in order.
    var events: [String] = []
    /// How many readings of the data source are open.
    var openReadings = 0

    func dataSourceCanBeAsked(about indexPath: IndexPath) -> Bool { !blocksDataSourceReads }
    func readingDataSource<Result>(
      _ reading: ReentrantChanges.Reading, _ body: () -> Result
    ) -> Result {
      openReadings += 1
      defer { openReadings -= 1 }
      return body()
    }
    /// The cells the host has taken in, ever.
    private var ownedCells: Set<ObjectIdentifier> = []

    func takeIn(_ cell: TableViewCell) -> Bool {
      if cell.superview !== container { container.addSubview(cell) }
      return ownedCells.insert(ObjectIdentifier(cell)).inserted
    }
    func takeIn(headerFooter view: View) { container.addSubview(view) }
    func keepsShowing(leavingCell cell: TableViewCell, now: TimeInterval) -> Bool {
      keptCells.contains(ObjectIdentifier(cell))
    }
    func keepsShowing(leavingHeaderFooter view: View, now: TimeInterval) -> Bool { false }
    func prepareForDisplay(_ cell: TableViewCell, at indexPath: IndexPath, now: TimeInterval) {
      events.append("prepare \(indexPath.row)")
    }
    func prepareForDisplay(
      headerFooter view: View, inSection section: Int, isHeader: Bool, now: TimeInterval
    ) {
      events.append("prepare \(isHeader ? "header" : "footer") \(section)")
    }
    func cellWillBeQueued(_ cell: TableViewCell) { events.append("queue \(cell.textLabel?.text ?? "")") }
    func headerFooterWillBeQueued(_ view: View) { events.append("queue view") }

    /// Lays out sections of 44-point rows with the given counts, headers of `headerHeight`.
    func layOut(rowCounts: [Int], headerHeight: CGFloat = 0) {
      layout.reload(numberOfSections: rowCounts.count) {
        .uniform(
          numberOfRows: rowCounts[$0], rowHeight: .exact(44), headerHeight: .exact(headerHeight))
      }
    }
  }

  /// A data source of one section of numbered rows that dequeues its cells through the
  /// realizer, as a data source dequeues through its table, and records the rows it was asked.
  final class NumberedRows: TableViewDataSource {
    weak var realizer: RowRealizer?
    var rowCount = 100
    var headerTitle: String?
    var asked: [Int] = []

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCount }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      asked.append(indexPath.row)
      let cell =
        realizer?.dequeueCell(withIdentifier: "row")
        ?? TableViewCell(style: .default, reuseIdentifier: "row")
      cell.textLabel?.text = "\(indexPath.row)"
      return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      headerTitle
    }
  }

  /// A delegate that records what it is told about display and gives header views when asked.
  final class DisplayDelegate: TableViewDelegate {
    var told: [String] = []
    var headerViewsGiven = 0
    var givesHeaderViews = false

    func tableView(
      _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) { told.append("will \(indexPath.row)") }
    func tableView(
      _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) { told.append("end \(indexPath.row)") }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      guard givesHeaderViews else { return nil }
      headerViewsGiven += 1
      return ThirtyPointsTall(frame: .zero)
    }
    func tableView(
      _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
    ) { told.append("will header \(section)") }
    func tableView(
      _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
    ) { told.append("end header \(section)") }
  }

  /// A header view that fits in 30 points whatever it is offered.
  final class ThirtyPointsTall: View {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 30) }
  }
}
