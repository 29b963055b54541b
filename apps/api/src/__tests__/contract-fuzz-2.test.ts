// Shard 2 of the contract fuzz (testing/contract-fuzz.ts says what it sends and what it expects).
import { fuzzContracts } from '../testing/contract-fuzz';

fuzzContracts({ shard: 2, shards: 4 });
