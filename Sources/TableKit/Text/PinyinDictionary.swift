import Foundation

/// The Pinyin keyboard's small built-in dictionary: the hanzi of about two hundred common
/// syllables, most frequent first, and a hundred common words (a visitor's words: 你好, 谢谢,
/// 博物馆, 出口). It offers, for the letters typed, the words spelled by all of them, then
/// words they begin, then the words and characters of the longest syllables they start with,
/// so that a candidate can commit part of the letters and leave the rest composing.
public enum PinyinDictionary {
  /// One choice of the candidate bar.
  public struct Candidate: Hashable, Sendable {
    /// The hanzi committed.
    public var text: String
    /// How many of the typed letters it stands for (from the first).
    public var letterCount: Int
  }

  /// The candidates for `letters` (lowercase latin), best first, at most `limit`.
  public static func candidates(for letters: String, limit: Int = 24) -> [Candidate] {
    guard !letters.isEmpty else { return [] }
    var found: [Candidate] = []
    var seen = Set<String>()
    func add(_ texts: [String], count: Int) {
      for text in texts where seen.insert(text).inserted {
        found.append(Candidate(text: text, letterCount: count))
      }
    }
    add(entries[letters] ?? [], count: letters.count)
    // Words the letters begin ("nih" for 你好), shortest first.
    let completions = words.keys.filter { $0.count > letters.count && $0.hasPrefix(letters) }
      .sorted { ($0.count, $0) < ($1.count, $1) }
    for word in completions { add(entries[word] ?? [], count: letters.count) }
    for length in stride(from: letters.count - 1, through: 1, by: -1) {
      let prefix = String(letters.prefix(length))
      add(entries[prefix] ?? [], count: length)
    }
    return Array(found.prefix(limit))
  }

  /// The letters split into the syllables the dictionary knows, longest first ("nihao" →
  /// "ni hao"), as iOS shows the composition; letters that start no syllable stay as typed.
  public static func syllabified(_ letters: String) -> String {
    var parts: [String] = []
    var rest = Substring(letters)
    while !rest.isEmpty {
      let length = (1...min(6, rest.count)).reversed().first {
        syllables[String(rest.prefix($0))] != nil
      }
      guard let length else {
        // An unknown letter sticks to the part before it, as iOS leaves a stray letter.
        if parts.isEmpty { parts.append("") }
        parts[parts.count - 1] += String(rest.removeFirst())
        continue
      }
      parts.append(String(rest.prefix(length)))
      rest = rest.dropFirst(length)
    }
    return parts.joined(separator: " ")
  }

  /// Every entry: syllables and words.
  private static let entries: [String: [String]] = syllables.merging(words) { syllable, word in
    word + syllable
  }

  /// Common syllables and their hanzi, most frequent first.
  private static let syllables: [String: [String]] = table(
    """
    a 啊阿|ai 爱艾|an 安按|ba 八把吧爸|bai 白百|ban 半办|bao 包报|bei 北被杯|ben 本|bi 比笔|bian 边变|
    bie 别|bo 博波|bu 不步部|cai 才菜|can 餐|ce 厕|cha 茶查|chang 长常场|che 车|chi 吃|chu 出处|
    da 大打|dai 带代|dan 但单|dao 到道|de 的得地|deng 等灯|di 地第弟|dian 点电店|dong 东动懂|dou 都|
    dui 对|duo 多|e 饿|er 二儿|fa 发法|fan 饭反|fang 方房放|fei 飞非啡|fen 分|feng 风|fu 服父|gao 高|
    ge 个哥|gei 给|gen 跟|gong 工公|guan 馆关观|guo 国过果|hai 还海孩|han 汉|hao 好号|he 和喝河|
    hen 很|hou 后候|hua 话花画|huan 欢换|hui 会回|huo 火|ji 几机记|jia 家加|jian 见间件|jiao 叫教|
    jie 姐接街|jin 进近今|jing 京经|jiu 就九酒|ka 咖卡|kai 开|kan 看|ke 可课|kou 口|kuai 快块|
    lai 来|lan 览蓝|lao 老|le 了乐|li 里李理历|liang 两亮|ling 零|liu 六|long 龙|ma 吗妈马|mai 买卖|
    man 慢满|mei 没美妹|men 们门|mi 米|mian 面|min 民|ming 名明|na 那哪拿|nan 南男难|ne 呢|
    neng 能|ni 你尼泥|nian 年念|nin 您|niu 牛|nv 女|peng 朋|pian 片|piao 票漂|qi 七起气|qian 前钱千|
    qing 请情清|qu 去区|ren 人认|ri 日|rou 肉|ru 入|san 三|shan 山|shang 上商|shao 少|shen 什身深|
    sheng 生声|shi 是十时事市|shou 手收|shu 书树术|shui 水谁|shuo 说|si 四死思|suo 所|ta 他她它|
    tai 太台|tian 天甜|ting 听厅|tong 同|tu 图|wai 外|wan 晚万玩|wang 王网往|wei 为位喂|wen 问文|
    wo 我|wu 五无午|xi 西洗喜系|xia 下夏|xian 先现|xiang 想向|xiao 小笑|xie 谢写些|xin 新心|
    xing 行星姓|xue 学雪|yao 要|ye 也夜|yi 一以已衣艺|yin 因音|ying 应英影|yong 用|you 有又友|
    yu 鱼雨语|yuan 元远园|yue 月乐|zai 在再|zao 早|zen 怎|zhan 站展|zhang 张|zhe 这着|zhen 真|
    zheng 正|zhi 只知之|zhong 中钟|zhu 住主|zi 字子自|zou 走|zui 最|zuo 做坐作左昨
    """, splittingCharacters: true)

  /// Common words.
  private static let words: [String: [String]] = table(
    """
    nihao 你好|xiexie 谢谢|zaijian 再见|zhongguo 中国|zhongwen 中文|beijing 北京|shanghai 上海|
    bowuguan 博物馆|meishuguan 美术馆|huanying 欢迎|pengyou 朋友|women 我们|nimen 你们|tamen 他们|
    shenme 什么|zenme 怎么|xianzai 现在|jintian 今天|mingtian 明天|zuotian 昨天|kafei 咖啡|
    cesuo 厕所|duibuqi 对不起|meiguanxi 没关系|qingwen 请问|keyi 可以|xihuan 喜欢|yishu 艺术|
    lishi 历史|wenhua 文化|ditu 地图|canting 餐厅|chukou 出口|rukou 入口|dianying 电影|
    yinyue 音乐|laoshi 老师|xuesheng 学生|shijian 时间|duoshao 多少|dongxi 东西|haochi 好吃|
    hanyu 汉语|yingyu 英语|zhanlan 展览|zhongxin 中心|shangdian 商店|mianfei 免费|piaojia 票价
    """, splittingCharacters: false)

  /// Reads `pinyin hanzi|…` entries; a syllable's hanzi are separate candidates, a word's one.
  private static func table(_ text: String, splittingCharacters: Bool) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for entry in text.split(whereSeparator: { $0 == "|" || $0 == "\n" }) {
      let parts = entry.split(separator: " ")
      guard parts.count == 2 else {
        assertionFailure("a dictionary entry is 'pinyin hanzi': \(entry)")
        continue
      }
      let hanzi = splittingCharacters ? parts[1].map(String.init) : [String(parts[1])]
      result[String(parts[0]), default: []] += hanzi
    }
    return result
  }
}
