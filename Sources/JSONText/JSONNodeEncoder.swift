/// Encodes an `Encodable` value as a ``JSONNode``, keeping members in the order `encode(to:)` writes
/// them (Foundation's `JSONEncoder` on Linux does not), so encoded reports read like the command
/// line's JSON and goldens are stable. Whole numbers are written without a fraction, others as the
/// shortest text that reads back as the same `Double`; non-finite numbers as `null`.
public struct JSONNodeEncoder {
    public init() {}

    /// `value` as a JSON tree (line numbers are 1).
    public func encode<T: Encodable>(_ value: T) throws -> JSONNode {
        let box = Box()
        try value.encode(to: NodeEncoder(box: box, codingPath: []))
        return box.node
    }
}

/// A node under construction; containers write into it in place.
private final class Box {
    var kind: JSONNode.Kind = .null
    var members: [(String, Box)] = []
    var items: [Box] = []
    var isObject = false
    var isArray = false

    var node: JSONNode {
        if isObject { return JSONNode(kind: .object(members.map { JSONNode.Member(key: $0.0, value: $0.1.node) }), line: 1) }
        if isArray { return JSONNode(kind: .array(items.map(\.node)), line: 1) }
        return JSONNode(kind: kind, line: 1)
    }

    /// The member `key`, replaced if written twice.
    func member(_ key: String) -> Box {
        isObject = true
        let box = Box()
        if let index = members.firstIndex(where: { $0.0 == key }) { members[index].1 = box } else { members.append((key, box)) }
        return box
    }

    func append() -> Box {
        isArray = true
        let box = Box()
        items.append(box)
        return box
    }

    /// The number as ``JSONWriter`` writes it; `null` when it is not finite.
    static func number(_ value: Double) -> JSONNode.Kind {
        guard value.isFinite else { return .null }
        var writer = JSONWriter()
        writer.number(value)
        return .number(writer.text)
    }
}

private struct NodeEncoder: Encoder {
    let box: Box
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        box.isObject = true
        return KeyedEncodingContainer(Keyed<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        box.isArray = true
        return Unkeyed(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(box: box, codingPath: codingPath) }
}

private struct Single: SingleValueEncodingContainer {
    let box: Box
    let codingPath: [any CodingKey]

    func encodeNil() throws { box.kind = .null }
    func encode(_ value: Bool) throws { box.kind = .bool(value) }
    func encode(_ value: String) throws { box.kind = .string(value) }
    func encode(_ value: Double) throws { box.kind = Box.number(value) }
    func encode(_ value: Float) throws { box.kind = Box.number(Double(value)) }
    func encode(_ value: Int) throws { box.kind = .number(String(value)) }
    func encode(_ value: Int8) throws { box.kind = .number(String(value)) }
    func encode(_ value: Int16) throws { box.kind = .number(String(value)) }
    func encode(_ value: Int32) throws { box.kind = .number(String(value)) }
    func encode(_ value: Int64) throws { box.kind = .number(String(value)) }
    func encode(_ value: UInt) throws { box.kind = .number(String(value)) }
    func encode(_ value: UInt8) throws { box.kind = .number(String(value)) }
    func encode(_ value: UInt16) throws { box.kind = .number(String(value)) }
    func encode(_ value: UInt32) throws { box.kind = .number(String(value)) }
    func encode(_ value: UInt64) throws { box.kind = .number(String(value)) }
    func encode<T: Encodable>(_ value: T) throws { try value.encode(to: NodeEncoder(box: box, codingPath: codingPath)) }
}

private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: Box
    let codingPath: [any CodingKey]

    private func single(_ key: Key) -> Single { Single(box: box.member(key.stringValue), codingPath: codingPath + [key]) }

    func encodeNil(forKey key: Key) throws { try single(key).encodeNil() }
    func encode(_ value: Bool, forKey key: Key) throws { try single(key).encode(value) }
    func encode(_ value: String, forKey key: Key) throws { try single(key).encode(value) }
    func encode(_ value: Double, forKey key: Key) throws { try single(key).encode(value) }
    func encode(_ value: Float, forKey key: Key) throws { try single(key).encode(value) }
    func encode(_ value: Int, forKey key: Key) throws { try single(key).encode(value) }
    func encode(_ value: Int8, forKey key: Key) throws { try single(key).encode(value) }
    func encode(_ value: Int16, forKey key: Key) throws { try single(key).encode(value) }
    func encode(_ value: Int32, forKey key: Key) throws { try single(key).encode(value) }
    func encode(_ value: Int64, forKey key: Key) throws { try single(key).encode(value) }
    func encode(_ value: UInt, forKey key: Key) throws { try single(key).encode(value) }
    func encode(_ value: UInt8, forKey key: Key) throws { try single(key).encode(value) }
    func encode(_ value: UInt16, forKey key: Key) throws { try single(key).encode(value) }
    func encode(_ value: UInt32, forKey key: Key) throws { try single(key).encode(value) }
    func encode(_ value: UInt64, forKey key: Key) throws { try single(key).encode(value) }
    func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try single(key).encode(value) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                               forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = box.member(key.stringValue)
        child.isObject = true
        return KeyedEncodingContainer(Keyed<NestedKey>(box: child, codingPath: codingPath + [key]))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = box.member(key.stringValue)
        child.isArray = true
        return Unkeyed(box: child, codingPath: codingPath + [key])
    }

    func superEncoder() -> any Encoder { NodeEncoder(box: box.member("super"), codingPath: codingPath) }
    func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(box: box.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct Unkeyed: UnkeyedEncodingContainer {
    let box: Box
    let codingPath: [any CodingKey]
    var count: Int { box.items.count }

    private func single() -> Single { Single(box: box.append(), codingPath: codingPath) }

    func encodeNil() throws { try single().encodeNil() }
    func encode(_ value: Bool) throws { try single().encode(value) }
    func encode(_ value: String) throws { try single().encode(value) }
    func encode(_ value: Double) throws { try single().encode(value) }
    func encode(_ value: Float) throws { try single().encode(value) }
    func encode(_ value: Int) throws { try single().encode(value) }
    func encode(_ value: Int8) throws { try single().encode(value) }
    func encode(_ value: Int16) throws { try single().encode(value) }
    func encode(_ value: Int32) throws { try single().encode(value) }
    func encode(_ value: Int64) throws { try single().encode(value) }
    func encode(_ value: UInt) throws { try single().encode(value) }
    func encode(_ value: UInt8) throws { try single().encode(value) }
    func encode(_ value: UInt16) throws { try single().encode(value) }
    func encode(_ value: UInt32) throws { try single().encode(value) }
    func encode(_ value: UInt64) throws { try single().encode(value) }
    func encode<T: Encodable>(_ value: T) throws { try single().encode(value) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = box.append()
        child.isObject = true
        return KeyedEncodingContainer(Keyed<NestedKey>(box: child, codingPath: codingPath))
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = box.append()
        child.isArray = true
        return Unkeyed(box: child, codingPath: codingPath)
    }

    func superEncoder() -> any Encoder { NodeEncoder(box: box.append(), codingPath: codingPath) }
}
