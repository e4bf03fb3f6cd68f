// generated from contracts/ — do not edit
// ip-address-classify@1.0.0

export interface IpAddressClassifyInput {
address: string
mapped_as_ipv4?: boolean
}

export interface IpAddressClassifyOutput {
address: string
version: (4 | 6)
classified_address: string
category: ("unspecified" | "this-network" | "private" | "shared" | "loopback" | "link-local" | "documentation" | "benchmarking" | "multicast" | "unique-local" | "ipv4-mapped" | "translation" | "tunnel" | "discard" | "broadcast" | "reserved" | "deprecated" | "special-purpose" | "global-unicast")
globally_reachable: (boolean | null)
flags: (null | {
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
})
/**
 * @maxItems 8
 */
entries: []|[{
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}]|[{
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}]|[{
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}]|[{
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}]|[{
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}]|[{
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}]|[{
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}]|[{
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}, {
block: string
name: string
rfc: string
registry: ("iana-ipv4-special-registry" | "iana-ipv6-special-registry" | "multicast")
allocation_date: (string | null)
termination_date: (string | null)
source: (boolean | null)
destination: (boolean | null)
forwardable: (boolean | null)
globally_reachable: (boolean | null)
reserved_by_protocol: (boolean | null)
}]
}

export type Input = IpAddressClassifyInput;
export type Output = IpAddressClassifyOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
