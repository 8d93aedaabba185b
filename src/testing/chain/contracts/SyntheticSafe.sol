// SPDX-License-Identifier: LGPL-3.0-only
// Safe's own singleton and proxy, compiled for the chain reader's tests.
pragma solidity >=0.7.0 <0.9.0;

import {Safe} from "@safe-global/safe-contracts/contracts/Safe.sol";
import {SafeProxy} from "@safe-global/safe-contracts/contracts/proxies/SafeProxy.sol";
