/// A least-recently-used cache bounded both by entry count and by total cost (bytes), so that
/// memory stays flat however many distinct keys pass through it. The bounds hold after every
/// call: a value costlier than the whole cost limit is not kept at all. Evicted values are handed
/// to `onEvict`; values that own a resource (textures, surfaces) free it in their own `deinit`.
///
/// Entries live in a doubly linked list threaded through an array of slots, so lookup, insertion,
/// promotion and eviction are all O(1) and no node is allocated per access.
struct LRUCache<Key: Hashable, Value> {
  private struct Slot {
    var key: Key
    var value: Value
    var cost: Int
    var newer: Int  // towards the most recently used end; -1 at the end
    var older: Int  // towards the least recently used end; -1 at the end
  }

  /// The largest number of entries kept.
  let countLimit: Int
  /// The largest total cost kept. Lowering it evicts the least recently used entries at once.
  var costLimit: Int {
    didSet {
      costLimit = max(1, costLimit)
      evictUntilWithinLimits()
    }
  }
  private let onEvict: (Value) -> Void

  private var slots: [Slot] = []
  private var freeSlots: [Int] = []
  private var slotByKey: [Key: Int] = [:]
  private var newest = -1
  private var oldest = -1

  /// The sum of the costs of the entries held.
  private(set) var totalCost = 0
  /// How many lookups found their key, and how many did not.
  private(set) var hits = 0
  private(set) var misses = 0

  /// Creates an empty cache.
  init(countLimit: Int, costLimit: Int, onEvict: @escaping (Value) -> Void = { _ in }) {
    precondition(countLimit > 0 && costLimit > 0, "LRUCache limits must be positive")
    self.countLimit = countLimit
    self.costLimit = costLimit
    self.onEvict = onEvict
  }

  /// The number of entries held.
  var count: Int { slotByKey.count }

  /// The values held, in no particular order (what the tests inspect).
  var values: [Value] { slotByKey.values.map { slots[$0].value } }

  /// The value for `key`, marking it most recently used; nil when absent.
  mutating func value(forKey key: Key) -> Value? {
    guard let index = slotByKey[key] else {
      misses += 1
      return nil
    }
    hits += 1
    promote(index)
    return slots[index].value
  }

  /// Stores `value` under `key` as the most recently used entry, then evicts the least recently
  /// used entries until both limits hold again. A value already under `key` is evicted first.
  /// - Returns: Whether the value is kept: false when its cost alone exceeds `costLimit`, in
  ///   which case the cache holds nothing under `key` and the caller keeps the only reference.
  @discardableResult
  mutating func insert(_ value: Value, forKey key: Key, cost: Int) -> Bool {
    guard cost <= costLimit else {
      if let existing = slotByKey[key] { remove(slotAt: existing) }
      return false
    }
    let slot = Slot(key: key, value: value, cost: cost, newer: -1, older: newest)
    let index: Int
    if let reused = freeSlots.popLast() {
      index = reused
      slots[index] = slot
    } else {
      index = slots.count
      slots.append(slot)
    }
    if newest >= 0 { slots[newest].newer = index }
    newest = index
    if oldest < 0 { oldest = index }
    // One hash of the key: the entry it replaces, if any, is found by the same update.
    if let replaced = slotByKey.updateValue(index, forKey: key) { release(slotAt: replaced) }
    totalCost += cost
    evictUntilWithinLimits()
    return true
  }

  /// Evicts the least recently used entry whose key `include` takes, for a share of the cache
  /// bounded apart from the rest (text among the textures).
  /// - Returns: Whether an entry was evicted (false when no key is taken).
  @discardableResult
  mutating func removeOldest(where include: (Key) -> Bool) -> Bool {
    var index = oldest
    while index >= 0 {
      if include(slots[index].key) {
        remove(slotAt: index)
        return true
      }
      index = slots[index].newer
    }
    return false
  }

  /// The entries held and their summed cost, of the keys `include` takes: one kind's share of
  /// a cache holding several (text against images), and what `measure` says they hold (0
  /// when not given). It visits every entry; for reports.
  func footprint(of include: (Key) -> Bool, measure: (Value) -> Int = { _ in 0 }) -> (
    count: Int, cost: Int, measured: Int
  ) {
    var count = 0
    var cost = 0
    var measured = 0
    for (key, index) in slotByKey where include(key) {
      count += 1
      cost += slots[index].cost
      measured += measure(slots[index].value)
    }
    return (count, cost, measured)
  }

  /// Evicts every entry.
  mutating func removeAll() {
    while oldest >= 0 { remove(slotAt: oldest) }
    slots.removeAll()
    freeSlots.removeAll()
  }

  private mutating func evictUntilWithinLimits() {
    while oldest >= 0, count > countLimit || totalCost > costLimit { remove(slotAt: oldest) }
  }

  private mutating func promote(_ index: Int) {
    guard index != newest else { return }
    unlink(index)
    slots[index].older = newest
    slots[index].newer = -1
    if newest >= 0 { slots[newest].newer = index }
    newest = index
    if oldest < 0 { oldest = index }
  }

  private mutating func unlink(_ index: Int) {
    // The two links alone: a copy of the slot would retain and release its key and value, on
    // every hit that promotes an entry.
    let newer = slots[index].newer
    let older = slots[index].older
    if newer >= 0 { slots[newer].older = older } else { newest = older }
    if older >= 0 { slots[older].newer = newer } else { oldest = newer }
  }

  private mutating func remove(slotAt index: Int) {
    slotByKey[slots[index].key] = nil
    release(slotAt: index)
  }

  /// Unlinks the slot at `index`, whose key no longer leads to it, and hands its value over.
  private mutating func release(slotAt index: Int) {
    unlink(index)
    let slot = slots[index]
    totalCost -= slot.cost
    freeSlots.append(index)
    onEvict(slot.value)
  }
}
