// Shard 4 of the contract fuzz (testing/contract-fuzz.ts says what it sends and what it expects).
import { fuzzContracts } from '../testing/contract-fuzz';

fuzzContracts({ shard: 4, shards: 4 });
